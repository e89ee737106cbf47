/**
 * For a run started in a mount effect that must happen once per mount:
 * StrictMode mounts, unmounts and mounts again in one commit, and the
 * discarded first mount's run is aborted before a microtask passes. Awaiting
 * this first makes that run stop before it sends anything (a request, an
 * event, an error report). Rejects with the abort reason when it was aborted.
 */
export async function afterMountCommit(signal: AbortSignal): Promise<void> {
  await Promise.resolve();
  if (signal.aborted) throw signal.reason;
}

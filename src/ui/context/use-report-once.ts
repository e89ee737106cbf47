import { useEffect, useRef } from 'react';

/**
 * Reports `error` (when not null) once per distinct message: StrictMode's
 * doubled effects and re-renders with an equal error (a host passing a new
 * but identical config object) report nothing more.
 */
export function useReportOnce(error: Error | null, report: (error: Error) => void): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (error === null) {
      reported.current = null;
      return;
    }
    if (reported.current === error.message) return;
    reported.current = error.message;
    report(error);
  }, [error, report]);
}

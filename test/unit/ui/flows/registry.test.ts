/**
 * The registry (src/ui/flows/index.ts) is the one place that says which flow
 * is which: each flow's id is its key, and each part of Main (a tab, the
 * passkey sign-in) is served by the flow whose line declares it, whose
 * definition holds that tab's send (or the passkey sign-in).
 */
import { describe, expect, it } from 'vitest';
import { FLOWS, type FlowId, type MainPart } from '../../../../src/ui/flows';
import { flowServing } from '../../../../src/ui/host/load-flows';
// Registers the consumer registry with the shared loader.
import '../../../../src/ui/widget-root';

const ids = Object.keys(FLOWS) as FlowId[];
const PARTS: MainPart[] = ['sms', 'whatsapp', 'emailMagicLink', 'emailOtp', 'password', 'passkey', 'crypto', 'oauth'];
const declared = (id: FlowId): readonly MainPart[] => (FLOWS[id] as { serves?: readonly MainPart[] }).serves ?? [];

describe('the flow registry', () => {
  it('registers each flow under its id', async () => {
    for (const id of ids) expect((await FLOWS[id].load()).default.id).toBe(id);
  });

  it('resolves each part of Main to the one flow that declares it', () => {
    expect(Object.fromEntries(PARTS.map((part) => [part, flowServing(part)]))).toEqual({
      sms: 'otp',
      whatsapp: 'otp',
      emailMagicLink: 'magicLink',
      emailOtp: 'otp',
      password: 'passwords',
      passkey: 'passkeys',
      crypto: 'crypto',
      oauth: 'oauth',
    });
    expect(ids.flatMap(declared).sort()).toEqual([...PARTS].sort());
  });

  it('finds in each flow exactly the parts its line declares', async () => {
    for (const id of ids) {
      const flow = (await FLOWS[id].load()).default;
      const served = Object.keys(flow.serves ?? {});
      expect(served.sort(), id).toEqual([...declared(id)].sort());
    }
  });
});

/**
 * The parts of the B2B screens another B2B flow serves (docs/architecture.md,
 * "B2B widget"): the consumer Main's pattern (src/ui/flows/flow.ts,
 * `MainParts`) for the B2B widget. A flow's registry line names the parts it
 * serves (`serves`, ./index.ts), its definition holds them (`serves`,
 * ./flow.ts), and the host hands them out by name (`MainPartsContext`,
 * src/ui/host/flow-host.tsx, which both widgets share). So B2BMain and the
 * Organization flow's sign-in render the OAuth buttons with no import of the
 * b2bOAuth flow, whose chunk (the brand icons) loads only when `oauth` is
 * configured.
 *
 * Part names share the loader's table with the consumer's, so they are
 * prefixed `b2b`.
 */
import type { ComponentType } from 'react';
import type { B2BOAuthProviderConfig } from '../../b2b/config/b2b-config-types';
import { useMainParts } from '../../host/flow-registry';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { CommonAction } from '../flow';

/** What an OAuth start signs in to: discovery (the organization list) or one organization. */
export type B2BOAuthTarget = { kind: 'discovery' } | { kind: 'organization'; organizationId: string };

export interface B2BOAuthBlockProps {
  /** The buttons, in the configured order (already those the organization allows). */
  providers: ReadonlyArray<Required<B2BOAuthProviderConfig>>;
  target: B2BOAuthTarget;
  /** The screen's dispatch: a start that fails shows in its alert. */
  dispatch: (action: CommonAction) => void;
}

export interface B2BParts {
  b2bOAuth: ComponentType<B2BOAuthBlockProps>;
}

export type B2BPart = keyof B2BParts;

/**
 * The OAuth buttons (the b2bOAuth flow's block). Until its chunk is here, a few milliseconds
 * after the first paint, their space is held so nothing below them moves.
 */
export function B2BOAuthSlot(props: B2BOAuthBlockProps) {
  // The host's table holds any registered line's parts; this one is the B2B registry's (index.ts).
  const { loaded } = useMainParts() as unknown as { loaded<P extends B2BPart>(part: P): B2BParts[P] | undefined };
  const Block = loaded('b2bOAuth');
  if (Block !== undefined) return <Block {...props} />;
  // cssVar, not styles.vars: only style templates read `vars` (src/ui/flows/main/product-blocks.tsx).
  const height = `calc(${props.providers.length} * (${styles.cssVar('--portico-button-height')} + 8px) - 8px)`;
  return <div aria-busy="true" className={cx(styles.column)} style={{ minHeight: height }} />;
}

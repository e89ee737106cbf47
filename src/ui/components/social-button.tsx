/**
 * A provider's full sign-in button: its brand icon (inline SVG, no remote
 * image, ./oauth-icons) and 'Continue with {Provider}', in the social look
 * (./social-button.styles.ts, on the block around it). The consumer widget's
 * and the B2B widget's provider blocks both render it; each passes its own
 * catalogue's text.
 */
import type { ReactNode } from 'react';
import { Button } from './button';

export interface SocialButtonProps {
  icon: ReactNode;
  label: string;
  /** The page is leaving for this provider: the spinner in place of the icon. */
  pending?: boolean;
  disabled: boolean;
  onClick: () => void;
}

export function SocialButton({ icon, label, pending = false, disabled, onClick }: SocialButtonProps) {
  return (
    <Button variant="secondary" part="social-button" icon={icon} pending={pending} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}

import type { ReactNode } from 'react';
import { icon, mirrored } from './icons.styles';
import { cx } from '../theme/css';

/**
 * The widget's icons, drawn for it on a 24-unit grid: line icons stroke in
 * `currentColor` so they follow the text around them (the inbox brand glyphs
 * are in inbox-icons.tsx, with the one screen that shows them). Every icon is decorative (`aria-hidden`): the
 * control or text beside it carries the meaning.
 */

export interface IconProps {
  /** Width and height in px. */
  size?: number;
}

/** Portico's choice (docs/behaviour.md §10): icons sit in 16px text and 45px buttons. */
export const DEFAULT_ICON_SIZE = 20;

export interface SvgProps extends IconProps {
  children: ReactNode;
  /** Line icons stroke in currentColor; brand glyphs paint their own fills. */
  line?: boolean;
  /** It points along the line (back): mirrored in a right-to-left widget. */
  directional?: boolean;
}

export function Svg({ size = DEFAULT_ICON_SIZE, line = true, directional = false, children }: SvgProps) {
  return (
    <svg
      className={cx(icon, directional && mirrored)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...(line
        ? { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' }
        : {})}
    >
      {children}
    </svg>
  );
}

const circle = <circle cx="12" cy="12" r="9" />;

export const ArrowBackIcon = (props: IconProps) => (
  <Svg {...props} directional>
    <path d="M19 12H5m6-6-6 6 6 6" />
  </Svg>
);

export const CheckCircleIcon = (props: IconProps) => (
  <Svg {...props}>
    {circle}
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </Svg>
);

export const AlertCircleIcon = (props: IconProps) => (
  <Svg {...props}>
    {circle}
    <path d="M12 7.5v5m0 3.5v.5" />
  </Svg>
);

export const InfoIcon = (props: IconProps) => (
  <Svg {...props}>
    {circle}
    <path d="M12 11v5.5m0-8.5v.5" />
  </Svg>
);

export const WarningIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.5 2.5 20h19z" />
    <path d="M12 10v4.5m0 2.5v.5" />
  </Svg>
);

export const MailIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6 8.5-6" />
  </Svg>
);

/** Resend. */
export const RefreshIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
  </Svg>
);

export const PhoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
    <path d="M11 18h2" />
  </Svg>
);

/** A speech bubble with a tail, for the WhatsApp method. */
export const ChatIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m3.5 20.5 1.4-4.2a8.5 8.5 0 1 1 2.9 2.8z" />
  </Svg>
);

/** Passkey. */
export const KeyIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="16" r="4" />
    <path d="m11 13 9-9m-4 4 3 3" />
  </Svg>
);

export const WalletIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h11v3" />
    <path d="M16 13.5h1" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

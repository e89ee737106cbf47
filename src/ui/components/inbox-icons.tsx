/**
 * The three webmail brand glyphs of EmailConfirmation: simple filled shapes in
 * the brands' colours, since recognising the brand is their point. A module of
 * their own so they load with that screen, not with the first paint.
 */
import { Svg, type IconProps } from './icons';

/** An 'M' folded like an envelope in four brand colours. */
export const GmailIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 19V8" stroke="#4285F4" />
      <path d="M20 19V8" stroke="#34A853" />
      <path d="m4 7.5 8 6 8-6" stroke="#EA4335" />
    </g>
  </Svg>
);

/** A white 'Y!' on the brand purple. */
export const YahooIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <rect width="24" height="24" rx="5" fill="#6001D2" />
    <path d="m5.5 7 4.5 5.5L14.5 7M10 12.5V18m8-11v6.5m0 3.5v.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
  </Svg>
);

/** A white 'O' tile in front of an envelope, in the brand blues. */
export const OutlookIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <rect x="10" y="6" width="12" height="12" rx="1.5" fill="#28A8EA" />
    <rect x="2" y="4" width="13" height="16" rx="2" fill="#0078D4" />
    <ellipse cx="8.5" cy="12" rx="2.8" ry="3.6" fill="none" stroke="#fff" strokeWidth="2" />
  </Svg>
);

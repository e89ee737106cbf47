import { Svg, type IconProps } from '../icons';

/** A white 'f' on a blue disc, its stem running out through the bottom. */
export const FacebookIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <circle cx="12" cy="12" r="11" fill="#1877F2" />
    <path
      d="M13.4 22.9v-9.3h2.9l.45-3.3H13.4V8.3c0-1 .3-1.6 1.65-1.6h1.85V3.75c-.3-.05-1.35-.15-2.55-.15-2.5 0-4.25 1.55-4.25 4.35v2.35H7.3v3.3h2.8v9.3z"
      fill="#fff"
    />
  </Svg>
);

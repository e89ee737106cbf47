import { Svg, type IconProps } from '../icons';

/** The note: a ring joined to a stem with a flag curling right off its top. */
const NOTE = 'M14 3v12.5a4.2 4.2 0 1 1-4.2-4.2M14 3.6c.6 2.6 2.6 4.4 5.5 4.6';

/**
 * A musical note with a cyan shadow up-left and a red one down-right. The
 * note itself is `currentColor` (black on light, white on dark buttons).
 */
export const TikTokIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="none" strokeWidth="2.8">
      <path d={NOTE} stroke="#25F4EE" transform="translate(-0.8 -0.8)" />
      <path d={NOTE} stroke="#FE2C55" transform="translate(0.8 0.8)" />
      <path d={NOTE} stroke="currentColor" />
    </g>
  </Svg>
);

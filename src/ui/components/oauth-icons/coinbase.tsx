import { Svg, type IconProps } from '../icons';

/**
 * A white 'C' on the brand blue disc: a white disc with a blue hole and a
 * blue slot out to the right. (The wallet's glyph, with a square in a ring,
 * is a different mark: wallet-icons.tsx.)
 */
export const CoinbaseIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <circle cx="12" cy="12" r="11" fill="#0052FF" />
    <circle cx="12" cy="12" r="6.6" fill="#fff" />
    <g fill="#0052FF">
      <circle cx="12" cy="12" r="3.4" />
      <rect x="12" y="10.3" width="7" height="3.4" />
    </g>
  </Svg>
);

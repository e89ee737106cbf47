import { Svg, type IconProps } from '../icons';

/**
 * The hash as a pinwheel on a 4×4 grid of 5.5-unit cells: each colour is a
 * two-cell bar plus a one-cell nub at the end of the crossing stroke, and the
 * four bars turn around the centre (blue, green, yellow, pink clockwise).
 */
export const SlackIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="#36C5F0">
      <rect x="1.5" y="7" width="10" height="4.5" rx="2.25" />
      <rect x="7" y="1.5" width="4.5" height="4.5" rx="1.6" />
    </g>
    <g fill="#2EB67D">
      <rect x="12.5" y="1.5" width="4.5" height="10" rx="2.25" />
      <rect x="18" y="7" width="4.5" height="4.5" rx="1.6" />
    </g>
    <g fill="#ECB22E">
      <rect x="12.5" y="12.5" width="10" height="4.5" rx="2.25" />
      <rect x="12.5" y="18" width="4.5" height="4.5" rx="1.6" />
    </g>
    <g fill="#E01E5A">
      <rect x="7" y="12.5" width="4.5" height="10" rx="2.25" />
      <rect x="1.5" y="12.5" width="4.5" height="4.5" rx="1.6" />
    </g>
  </Svg>
);

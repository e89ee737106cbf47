import { Svg, type IconProps } from '../icons';

/**
 * A sprocket: a thick ring low on the right, a short stem up from it to a
 * ball, a long arm to a dot at the top left and a short one to a dot at the
 * bottom left, all in the brand's orange. Round-ended strokes, so each arm
 * meets its dot without a seam.
 */
export const HubSpotIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="none" stroke="#FF7A59" strokeLinecap="round">
      <circle cx="16" cy="14.5" r="3.9" strokeWidth="2.6" />
      <path d="M16 10.6V6.6M13.2 12.1 6 6.8M13.3 17.3 9.2 20.6" strokeWidth="2" />
    </g>
    <g fill="#FF7A59">
      <circle cx="16" cy="4.8" r="2.3" />
      <circle cx="5.4" cy="6.3" r="1.8" />
      <circle cx="8.6" cy="21" r="1.6" />
    </g>
  </Svg>
);

import { Svg, type IconProps } from '../icons';

/** Four squares in a window: red, green, blue, yellow. */
export const MicrosoftIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <rect x="2" y="2" width="9.5" height="9.5" fill="#F25022" />
    <rect x="12.5" y="2" width="9.5" height="9.5" fill="#7FBA00" />
    <rect x="2" y="12.5" width="9.5" height="9.5" fill="#00A4EF" />
    <rect x="12.5" y="12.5" width="9.5" height="9.5" fill="#FFB900" />
  </Svg>
);

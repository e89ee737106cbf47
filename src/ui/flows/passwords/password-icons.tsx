/** Icons only the password screens show (kept out of the entry's icon set). */
import { Svg, type IconProps } from '../../components/icons';

export const CircleIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
  </Svg>
);

/** Icons only the passkey list shows (kept out of the entry's icon set). */
import { Svg, type IconProps } from '../../components/icons';

/** Rename. */
export const PencilIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Svg>
);

/** Delete. */
export const TrashIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);

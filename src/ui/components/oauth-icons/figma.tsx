import { Svg, type IconProps } from '../icons';

/**
 * Five shapes on a 2×3 grid of 6-unit cells: two half-pills on top, a
 * half-pill and a disc in the middle, a rounded drop at the bottom left.
 */
export const FigmaIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path d="M12 3H9a3 3 0 0 0 0 6h3z" fill="#F24E1E" />
    <path d="M12 3h3a3 3 0 0 1 0 6h-3z" fill="#FF7262" />
    <path d="M12 9H9a3 3 0 0 0 0 6h3z" fill="#A259FF" />
    <circle cx="15" cy="12" r="3" fill="#1ABCFE" />
    <path d="M12 15H9a3 3 0 1 0 3 3z" fill="#0ACF83" />
  </Svg>
);

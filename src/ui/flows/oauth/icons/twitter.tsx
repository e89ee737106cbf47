import { Svg, type IconProps } from '../../../components/icons';

/**
 * The X: a hollow slanted bar from top left to bottom right, and a thin
 * stroke the other way that stops at the bar's edges. `currentColor`, so it
 * is black on light buttons and white on dark ones.
 */
export const TwitterIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round">
      <path d="M3.5 3.5h5l12 17h-5z" />
      <path d="m20 3.5-6.57 6.98M10.57 13.52 4 20.5" strokeLinecap="round" />
    </g>
  </Svg>
);

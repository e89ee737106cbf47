import { Svg, type IconProps } from '../icons';

/**
 * An apple with a bite out of its right side and a leaf, in `currentColor`:
 * the mark is black on light buttons and white on dark ones.
 */
export const AppleIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="currentColor">
      <path d="M12 7.6c1.2 0 2.4-1.1 3.8-1.1 1.6.1 2.8.9 3.5 2a3.6 3.6 0 0 0 .6 6.7c-.5 1.6-1.3 3.2-2.3 4.5-.8 1.1-1.7 2.1-2.8 2.1-1 0-1.4-.6-2.8-.6s-1.8.6-2.8.6c-1.1 0-2-1.1-2.8-2.2C4.9 17.5 4 14.9 4 12.5 4 9 6 6.5 8.4 6.5c1.4 0 2.5 1.1 3.6 1.1z" />
      <path d="M12.2 6.2c-.1-1.9 1.4-3.6 3.4-3.8.1 2-1.4 3.7-3.4 3.8z" />
    </g>
  </Svg>
);

import { Svg, type IconProps } from '../icons';

/**
 * A blue bucket, wide at the rim and narrow at the base, with a slanted
 * window in it (an even-odd hole, so it shows the button behind).
 */
export const BitbucketIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path
      fillRule="evenodd"
      d="M2.6 3h18.8a.6.6 0 0 1 .6.7l-2.7 16.4a1 1 0 0 1-1 .9H5.7a1 1 0 0 1-1-.9L2 3.7a.6.6 0 0 1 .6-.7zm6.9 6.3.9 5.6h3.3l1-5.6z"
      fill="#2684FF"
    />
  </Svg>
);

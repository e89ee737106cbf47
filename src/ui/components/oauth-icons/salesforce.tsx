import { Svg, type IconProps } from '../icons';

/**
 * A lumpy blue cloud, from overlapping discs of one colour (the wordmark
 * inside the real cloud would be unreadable at button size).
 */
export const SalesforceIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="#00A1E0">
      <circle cx="8" cy="10" r="4" />
      <circle cx="13" cy="8.6" r="4.4" />
      <circle cx="17.8" cy="11.4" r="4" />
      <circle cx="5.2" cy="13.6" r="3.2" />
      <circle cx="9.6" cy="15" r="3.6" />
      <circle cx="15" cy="15.2" r="3.4" />
    </g>
  </Svg>
);

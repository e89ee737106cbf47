import { Svg, type IconProps } from '../icons';

/** The purple speech box with a stepped tail, white inside, and two eyes. */
export const TwitchIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path d="M5 2 2.5 5.5V19H7v3h3l3-3h3.5l5-5V2z" fill="#9146FF" />
    <path d="M4.8 4h14.7v9.2l-3.2 3.2h-3.8l-2.9 2.8v-2.8H4.8z" fill="#fff" />
    <g fill="#9146FF">
      <rect x="10.6" y="7" width="1.9" height="5.2" />
      <rect x="15" y="7" width="1.9" height="5.2" />
    </g>
  </Svg>
);

import { Svg, type IconProps } from '../icons';

/** A white 'in' on the brand blue tile. */
export const LinkedInIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <rect x="1.5" y="1.5" width="21" height="21" rx="3" fill="#0A66C2" />
    <g fill="#fff">
      <circle cx="7.3" cy="7.2" r="1.6" />
      <rect x="5.9" y="9.5" width="2.8" height="8.5" />
      <path d="M10.4 9.5H13v1.3c.6-.9 1.6-1.6 3.1-1.6 2 0 3.5 1.2 3.5 3.9V18h-2.7v-4.9c0-1.3-.6-2-1.7-2-1.2 0-2.1.8-2.1 2.2V18h-2.7z" />
    </g>
  </Svg>
);

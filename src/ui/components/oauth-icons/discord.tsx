import { Svg, type IconProps } from '../icons';

/**
 * The blurple controller-shaped face with two eyes. The eyes are holes
 * (even-odd), so they show the button behind on light and dark alike.
 */
export const DiscordIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path
      fillRule="evenodd"
      d="M8.6 4.6c-1.7.3-3.3.8-4.7 1.8-2 3-2.6 6.5-2.3 10 1.6 1.2 3.3 2.1 5.2 2.6l1-1.7c1.4.4 2.8.6 4.2.6s2.8-.2 4.2-.6l1 1.7c1.9-.5 3.6-1.4 5.2-2.6.3-3.5-.3-7-2.3-10-1.4-1-3-1.5-4.7-1.8l-.5 1c-1.9-.3-3.9-.3-5.8 0zM7.3 12.6a1.6 1.8 0 1 0 3.2 0 1.6 1.8 0 1 0-3.2 0zm6.2 0a1.6 1.8 0 1 0 3.2 0 1.6 1.8 0 1 0-3.2 0z"
      fill="#5865F2"
    />
  </Svg>
);

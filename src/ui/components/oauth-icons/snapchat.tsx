import { Svg, type IconProps } from '../icons';

/**
 * A white ghost outlined in black on the brand yellow tile. The outline is
 * black, not `currentColor`: it sits on the yellow, not on the button.
 */
export const SnapchatIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <rect x="1" y="1" width="22" height="22" rx="5" fill="#FFFC00" />
    <path
      d="M12 3.6c-2.8 0-4.4 2-4.4 4.6v2.1c-.7-.1-1.3-.2-1.7.1-.3.4.3.9 1.5 1.3-.4 1.9-1.8 3.4-3.6 4.1.4.8 1.8 1.1 2.6 1.3.2.6.2 1.3.9 1.3.9-.1 1.9-.2 3 .5.9.6 2.5.6 3.4 0 1.1-.7 2.1-.6 3-.5.7 0 .7-.7.9-1.3.8-.2 2.2-.5 2.6-1.3-1.8-.7-3.2-2.2-3.6-4.1 1.2-.4 1.8-.9 1.5-1.3-.4-.3-1-.2-1.7-.1V8.2c0-2.6-1.6-4.6-4.4-4.6z"
      fill="#fff"
      stroke="#000"
      strokeWidth="1.1"
      strokeLinejoin="round"
    />
  </Svg>
);

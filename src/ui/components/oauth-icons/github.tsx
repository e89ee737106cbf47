import { Svg, type IconProps } from '../icons';

/**
 * A disc with a cat's head and neck cut out of it, the neck opening the disc
 * at the bottom and a thin arm reaching left from it. One outline and no white fill, so the cut-out shows the
 * button behind it; the disc is `currentColor` (black on light, white on dark).
 */
export const GitHubIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path
      d="M15 22.58A11 11 0 1 0 9 22.58v-1.4c-1.6.3-3-.4-3.7-1.8-.2-.4.3-.7.7-.5.8.5 1.5 1.1 3 1V18.6c-2.6-.5-4.2-2.4-4.2-5.5 0-1.5.5-2.7 1.3-3.6-.3-1-.3-2.3.2-3.5 1.2 0 2.3.7 3 1.3 1.6-.4 3.8-.4 5.4 0 .7-.6 1.8-1.3 3-1.3.5 1.2.5 2.5.2 3.5.8.9 1.3 2.1 1.3 3.6 0 3.1-1.6 5-4.2 5.5z"
      fill="currentColor"
    />
  </Svg>
);

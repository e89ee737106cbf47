import { Svg, type IconProps } from '../icons';

/**
 * A bird in flight facing right, in the brand blue: a round head with a
 * pointed beak, a body sweeping down to a forked tail, one wing raised.
 * The provider is named Twitter (docs/behaviour.md §2.7), so the glyph is
 * Twitter's bird, not the later X. The blue reads on light and dark buttons.
 */
export const TwitterIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="#1D9BF0">
      <circle cx="16" cy="8" r="3.4" />
      <path d="m18.6 5.6 3.4-1-1.6 2.6 1.6.4-2.6 1.4z" />
      <path d="M19.3 9c-.4 6.2-5 10.2-11.2 10.2-2.2 0-4.3-.6-6.1-1.8 2.1.1 4-.5 5.5-1.7-1.9-.2-3.1-1.3-3.6-2.9.6.1 1.2.1 1.8-.1C3.8 12.3 2.7 10.8 2.7 9c.6.3 1.2.5 1.9.5C8 11.6 10.6 12 12.7 11.7 13.4 10.4 14.6 9 16 9z" />
    </g>
  </Svg>
);

import { Svg, type IconProps } from '../icons';

/**
 * A lower-case 'a' over the orange smile-arrow. The letter is
 * `currentColor` (the wordmark is black), so it stays visible on dark buttons.
 */
export const AmazonIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path
        d="M7.6 6.4C8.4 5.4 9.6 4.9 11 4.9c2.2 0 3.8 1.2 3.8 3.4V14.6m0-4.5c-.9-.2-2.2-.3-3.5-.2-2.5.2-4.1 1.2-4.1 3 0 1.6 1.2 2.4 2.8 2.4 2 0 3.6-1.1 4.8-2.6m0 1.9.9.8"
        stroke="currentColor"
        strokeWidth="2.2"
      />
      <g stroke="#FF9900" strokeWidth="1.8">
        <path d="M3.8 17.4c4.8 3 11 3.2 15.6.4" />
        <path d="m17.2 16.8 2.6.6-.6 2.6" />
      </g>
    </g>
  </Svg>
);

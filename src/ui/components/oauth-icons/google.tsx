import { Svg, type IconProps } from '../icons';

/**
 * A 'G' as four arcs of one thick ring (red top, yellow left, green bottom,
 * blue right) and the blue bar reaching in from the opening. Butt-ended
 * strokes, so the colours meet edge to edge.
 */
export const GoogleIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="none" strokeWidth="4">
      <path d="M17.09 6.91A7.2 7.2 0 0 0 5.77 8.4" stroke="#EA4335" />
      <path d="M5.77 8.4a7.2 7.2 0 0 0 0 7.2" stroke="#FBBC05" />
      <path d="M5.77 15.6a7.2 7.2 0 0 0 11.75 1.03" stroke="#34A853" />
      <path d="M17.52 16.63A7.2 7.2 0 0 0 19.2 12" stroke="#4285F4" />
    </g>
    <rect x="12" y="10" width="9.2" height="4" fill="#4285F4" />
  </Svg>
);

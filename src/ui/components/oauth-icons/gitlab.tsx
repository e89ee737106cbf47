import { Svg, type IconProps } from '../icons';

/**
 * The tanuki as flat polygons: two ears and a pointed face in red-orange,
 * lighter facets down each side and yellow cheeks at the outer corners.
 */
export const GitLabIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path d="M12 21.5 1.5 13.8l.8-2.6 2.6-7.9 2.8 7.9h8.6l2.8-7.9 2.6 7.9.8 2.6z" fill="#E24329" />
    <path d="M2.3 11.2h5.4L12 21.5zm19.4 0h-5.4L12 21.5z" fill="#FC6D26" />
    <path d="M2.3 11.2 1.5 13.8 12 21.5zm19.4 0 .8 2.6L12 21.5z" fill="#FCA326" />
  </Svg>
);

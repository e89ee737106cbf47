import type { Product } from '../product';
import { MAGIC_LINKS } from './records';
import { magicLinkRoutes } from './routes';

/** Email magic links: pending links (digests only) and `/magic_links/*`. */
const magicLinks: Product = {
  name: 'magic-links',
  collections: [MAGIC_LINKS],
  sdkRoutes: magicLinkRoutes,
};

export default magicLinks;

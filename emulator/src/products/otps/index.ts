import type { Product } from '../product';
import { OTPS } from './records';
import { otpRoutes } from './routes';

/** One-time passcodes by email, SMS and WhatsApp: pending codes (digests only) and `/otps/*`. */
const otps: Product = {
  name: 'otps',
  collections: [OTPS],
  sdkRoutes: otpRoutes,
};

export default otps;

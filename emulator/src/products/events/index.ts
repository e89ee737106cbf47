import type { Product } from '../product';
import { EVENTS } from './records';
import { eventsDevRoutes, eventsRoutes } from './routes';

/** Telemetry: `POST /events` into a bounded ring, read back at `GET /_emulator/events`. */
const events: Product = {
  name: 'events',
  collections: [EVENTS],
  sdkRoutes: eventsRoutes,
  devRoutes: eventsDevRoutes,
};

export default events;

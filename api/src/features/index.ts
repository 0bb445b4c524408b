import type { FastifyPluginAsync } from 'fastify';
import catalogRoutes from './catalog/routes';
import planningRoutes from './planning/routes';
import lookupRoutes from './lookups/routes';
import promoRoutes from './promo/routes';
import barRoutes from './bar/routes';
import barStaffRoutes from './bar/staff-routes';
import barOrderRoutes from './bar/order-routes';
import printRoutes from './print/routes';
import mediaRoutes from './media/routes';
import outboxRoutes from './outbox/routes';
import paymentRoutes from './payment/routes';
import salesRoutes from './sales/routes';
import bookingRoutes from './bookings/routes';
import mailerRoutes from './mailer/routes';
import orderRoutes from './orders/routes';
import birthdayRoutes from './orders/birthday-routes';
import subscriptionRoutes from './subscriptions/routes';
import authRoutes from './auth/routes';
import usersRoutes from './users/routes';
import uploadRoutes from './uploads/routes';
import passwordResetRoutes from './password-reset/routes';
import familyRoutes from './families/routes';
import companyRequestRoutes from './company-requests/routes';
import kartingRoutes from './karting/routes';

/**
 * Every feature's routes, registered in this order under the root prefix.
 * Each feature lives in `src/features/<name>/` and exports its route plugin from `routes.ts`.
 */
export const features: Array<{ name: string; plugin: FastifyPluginAsync }> = [
  { name: 'outbox', plugin: outboxRoutes },
  { name: 'payment', plugin: paymentRoutes },
  { name: 'auth', plugin: authRoutes },
  { name: 'users', plugin: usersRoutes },
  { name: 'uploads', plugin: uploadRoutes },
  { name: 'password-reset', plugin: passwordResetRoutes },
  { name: 'families', plugin: familyRoutes },
  { name: 'company-requests', plugin: companyRequestRoutes },
  { name: 'sales', plugin: salesRoutes },
  { name: 'bookings', plugin: bookingRoutes },
  { name: 'karting', plugin: kartingRoutes },
  { name: 'mailer', plugin: mailerRoutes },
  { name: 'orders', plugin: orderRoutes },
  { name: 'order-birthdays', plugin: birthdayRoutes },
  { name: 'subscriptions', plugin: subscriptionRoutes },
  { name: 'catalog', plugin: catalogRoutes },
  { name: 'planning', plugin: planningRoutes },
  { name: 'lookups', plugin: lookupRoutes },
  { name: 'promo', plugin: promoRoutes },
  { name: 'bar', plugin: barRoutes },
  { name: 'bar-staff', plugin: barStaffRoutes },
  { name: 'bar-orders', plugin: barOrderRoutes },
  { name: 'print', plugin: printRoutes },
  { name: 'media', plugin: mediaRoutes },
];

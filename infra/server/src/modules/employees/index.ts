/**
 * The employees module: employee terms, employee sessions and employee pricing; decorates `fastify.employees`.
 * An employee is a customer whose role (identity module) is `employee`. The cart learns about employee pricing only
 * through the provider installed here (`app.cart.usePersonalDiscounts('employee', …)`), never by reading these tables.
 */
import fp from 'fastify-plugin';
import { EMPLOYEE_CAMPAIGN_ID, EMPLOYEE_DISCOUNT_TEXT, employeeDiscountPercent } from './discounts';
import { employeeRoutes } from './routes';
import { createEmployeesService, type EmployeesService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { EmployeesService } from './service';
export { EMPLOYEE_DISCOUNT_PERCENT } from './discounts';

declare module 'fastify' {
  interface FastifyInstance {
    employees: EmployeesService;
  }
}

export default fp(
  async (app) => {
    const service = createEmployeesService(app.database.db, { sessionMinutes: app.config.EMPLOYEE_SESSION_MINUTES });
    app.decorate('employees', service);
    const discount = {
      campaignId: EMPLOYEE_CAMPAIGN_ID,
      percentFor: employeeDiscountPercent,
      text: (language: keyof typeof EMPLOYEE_DISCOUNT_TEXT, percent: number) => EMPLOYEE_DISCOUNT_TEXT[language].replaceAll('{{percent}}', String(percent)),
    };
    app.cart.usePersonalDiscounts('employee', async (customerId, handle) => ((await service.hasLiveSession(customerId, handle)) ? discount : null));
    app.onCustomerDeleted((customerId) => service.forgetCustomer(customerId));
    // "Sign out everywhere", a reset password or a role change ends the employee session (and its prices) too.
    app.identity.onSessionsEnded((customerId) => service.endSessionsOf(customerId));
    await app.register(employeeRoutes);
  },
  { name: 'employees', dependencies: ['database', 'config', 'customer', 'cart', 'identity'] },
);

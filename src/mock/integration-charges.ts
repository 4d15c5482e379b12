// Integrations are counted (usage.ts) around the handlers of integrations.ts: the record a handler
// made is counted, and one it changed counts the difference of its sizes before and after.
import type { components } from '../../generated/schema.js';
import type { HandlerTable, OperationContext } from './context.js';
import { integrationHandlers } from './integrations.js';
import { integrationSize } from './record-sizes.js';
import { NO_SIZE, type Size } from './sizes.js';
import type { Environment } from './state.js';

type Schemas = components['schemas'];

const sizeOf = (env: Environment, integrationId: string | undefined): Size => {
  const integration = integrationId === undefined ? undefined : env.integrations.get(integrationId);
  return integration === undefined ? NO_SIZE : integrationSize(integration);
};

export const chargedIntegrationHandlers = {
  createIntegration: (context: OperationContext<'createIntegration'>) => {
    const view = integrationHandlers.createIntegration(context) as Schemas['Integration'];
    context.env.usage.add(sizeOf(context.env, view._id));
    return view;
  },

  updateIntegration: (context: OperationContext<'updateIntegration'>) => {
    const before = sizeOf(context.env, context.params.integrationId);
    const view = integrationHandlers.updateIntegration(context);
    context.env.usage.change(before, sizeOf(context.env, context.params.integrationId));
    return view;
  },
} satisfies Partial<HandlerTable>;

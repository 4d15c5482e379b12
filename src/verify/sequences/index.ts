// The sequences of `--stateful`, in the order they run.
import { pagination } from './pagination.js';
import { primaryIntegration } from './primary-integration.js';
import type { Sequence } from './sequence.js';
import { subscriberLifecycle } from './subscriber-lifecycle.js';
import { topicLifecycle } from './topic-lifecycle.js';

export { runSequence, type Sequence, StopSequence, sequenceBlocked } from './sequence.js';

export const SEQUENCES: readonly Sequence[] = [topicLifecycle, pagination, subscriberLifecycle, primaryIntegration] as readonly Sequence[];

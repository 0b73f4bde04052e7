/**
 * Query keys of mentoring "Progress together": one factory, so a write invalidates every reader (the
 * AMA section on /mentoring and /mentoring/ama share `amaKeys.all`).
 */
export const amaKeys = {
  all: ['mentoring', 'ama-events'] as const,
  list: () => [...amaKeys.all, 'list'] as const,
  registrations: (id: string) => [...amaKeys.all, 'registrations', id] as const,
};

export const feedbackKeys = {
  all: ['mentoring', 'feedback-requests'] as const,
  list: (role: 'player' | 'mentor') => [...feedbackKeys.all, 'list', role] as const,
  one: (id: string) => [...feedbackKeys.all, 'one', id] as const,
};

export const progressKeys = {
  all: ['mentoring', 'progress'] as const,
  relationships: () => [...progressKeys.all, 'relationships'] as const,
  goals: (relationshipId: string) => [...progressKeys.all, 'goals', relationshipId] as const,
  assessments: (relationshipId: string) => [...progressKeys.all, 'assessments', relationshipId] as const,
};

export const resourceKeys = {
  all: ['mentoring', 'resources'] as const,
  list: () => [...resourceKeys.all, 'list'] as const,
};

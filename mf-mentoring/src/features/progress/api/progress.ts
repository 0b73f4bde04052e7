import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentView, GoalView, RelationshipSummary } from '@fiji/contracts';
import { apiJson, progressKeys } from '@fiji/platform';

export const useRelationships = () =>
  useQuery({ queryKey: progressKeys.relationships(), queryFn: () => apiJson<RelationshipSummary[]>('GET', '/api/mentoring/progress/relationships') });

export const useGoals = (relationshipId: string) =>
  useQuery({ queryKey: progressKeys.goals(relationshipId), queryFn: () => apiJson<GoalView[]>('GET', `/api/mentoring/goals?relationshipId=${relationshipId}`) });

export const useAssessments = (relationshipId: string) =>
  useQuery({
    queryKey: progressKeys.assessments(relationshipId),
    queryFn: () => apiJson<AssessmentView[]>('GET', `/api/mentoring/assessments?relationshipId=${relationshipId}`),
  });

/** Every write answers fresh data; both lists of the relationship are read again. */
export function useProgressWrite<T>(relationshipId: string, write: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: progressKeys.goals(relationshipId) }), qc.invalidateQueries({ queryKey: progressKeys.assessments(relationshipId) })]),
  });
}

export const createGoal = (relationshipId: string, title: string) => apiJson<GoalView>('POST', '/api/mentoring/goals', { relationshipId, title });
export const addMilestone = (goalId: string, title: string) => apiJson<GoalView>('POST', `/api/mentoring/goals/${goalId}/milestones`, { title });
export const setMilestone = (milestoneId: string, isCompleted: boolean) => apiJson<GoalView>('PATCH', `/api/mentoring/milestones/${milestoneId}`, { isCompleted });
export const createAssessment = (body: { relationshipId: string; sessionId?: string; skillArea: string; scoreOutOf10: number; strengths: string[]; improvementAreas: string[]; nextSteps?: string }) =>
  apiJson<AssessmentView>('POST', '/api/mentoring/assessments', body);

export const feedbackKeys = {
  mine: (userId: number) => ['feedback', 'mine', userId] as const,
};

/** The predefined secure questions (ids are stable; texts are message keys with an English fallback). */
export const SECURE_QUESTIONS = [
  { id: 1, key: 'secure_question_mother_maiden_name', text: "What is your mother's maiden name?" },
  { id: 2, key: 'secure_question_first_pet', text: 'What was the name of your first pet?' },
  { id: 3, key: 'secure_question_birth_city', text: 'In which city were you born?' },
  { id: 4, key: 'secure_question_first_school', text: 'What was the name of your first school?' },
  { id: 5, key: 'secure_question_favourite_team', text: 'What is your favourite sports team?' },
] as const;

export function secureQuestionText(id: number): string | undefined {
  return SECURE_QUESTIONS.find((q) => q.id === id)?.text;
}

/** Answers compare case- and space-insensitively: people do not remember how they typed them. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

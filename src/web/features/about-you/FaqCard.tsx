import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Faq } from '../../../domain/about-you/faq.ts';
import { faqQuestionKey } from '../../../domain/listing/faq-questions.ts';
import { useSaveFaq } from './about-you-calls.ts';
import { loadFaqSchema } from './card-schemas.ts';
import { EditorCard } from './EditorCard.tsx';
import { useCardEditor, type CardProps } from './use-card-editor.ts';

type Answers = Record<string, string>;

const answersOf = (faq: Faq): Answers => Object.fromEntries(faq.questions.map((q) => [q.questionId, q.answer]));

/** The ten questions of the supplier's category, each with a free-text answer; empty answers are deleted on save. */
export function FaqCard(props: CardProps<Faq>) {
  const { t } = useTranslation(['aboutYou', 'faq']);
  const save = useSaveFaq(props.supplierId);
  const editor = useCardEditor({
    card: props,
    toForm: answersOf,
    toInput: (answers: Answers) => ({ answers }),
    loadSchema: loadFaqSchema,
    save: save.mutateAsync,
  });
  const { questions } = props.saved;
  const answered = questions.filter((q) => (editor.value[q.questionId] ?? '').trim() !== '').length;

  return (
    <EditorCard
      id="about-you-faq"
      title={t('faq.heading')}
      help={t('faq.help')}
      editor={editor}
      canEdit={props.canEdit}
    >
      <Text size="sm" fw={500}>
        {t('faq.answered', { done: answered, total: questions.length })}
      </Text>
      {questions.map(({ questionId }) => {
        const error = editor.errors[`answers.${questionId}`];
        return (
          <Textarea
            key={questionId}
            label={t(faqQuestionKey(questionId))}
            placeholder={t('faq.placeholder')}
            value={editor.value[questionId] ?? ''}
            onChange={(event) => editor.change({ ...editor.value, [questionId]: event.currentTarget.value })}
            autosize
            minRows={2}
            maxRows={8}
            error={error ? t(error) : undefined}
          />
        );
      })}
    </EditorCard>
  );
}

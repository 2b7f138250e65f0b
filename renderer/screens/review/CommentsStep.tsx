// Step 3, comments: select words in the trainee's final reply or critique (or find them by typing)
// and anchor a comment to them; comments show as numbered highlights with a list beside, and can be
// deleted. The overall comment below saves as it is written.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TARGETS, type CommentTarget, type ReviewState } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { PhraseFinder } from '../editor/annotations/PhraseFinder';
import type { TextRange } from '../editor/annotations/selectionOffsets';
import { useAction } from '../../components/useAction';
import { CommentComposer } from './CommentComposer';
import { CommentedText } from './CommentedText';
import { CommentList } from './CommentList';
import { numberComments } from './commentNumbers';
import { OverallComment } from './OverallComment';
import '../../styles/editor.css';
import { CardSection } from '../../components/CardSection';
import { ReviewStepFrame } from './ReviewStepFrame';
import { Button } from '../../components/Button';

type Props = { state: ReviewState; onState: (next: ReviewState) => void; onNext: () => void };
type Pending = { target: CommentTarget; range: TextRange };

export function CommentsStep({ state, onState, onNext }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [finderTarget, setFinderTarget] = useState<CommentTarget>(state.finalVersion ? 'reply' : 'critique');
  const add = useAction();
  const remove = useAction();
  const texts: Partial<Record<CommentTarget, string>> = {};
  if (state.finalVersion) texts.reply = state.finalVersion.text;
  if (state.critique && state.critique.text.trim() !== '') texts.critique = state.critique.text;
  const targets = COMMENT_TARGETS.filter((target) => texts[target] !== undefined);
  const { ordered, numbers } = numberComments(state.comments);
  const quote = pending ? (texts[pending.target] ?? '').slice(pending.range.start, pending.range.end) : null;

  const addComment = async (body: string): Promise<boolean> => {
    if (!pending) return false;
    let ok = false;
    await add.run(async () => {
      onState(
        await api.call('review.addComment', {
          attemptId: state.attemptId,
          target: pending.target,
          start: pending.range.start,
          end: pending.range.end,
          body,
        }),
      );
      setPending(null);
      ok = true;
    });
    return ok;
  };
  const deleteComment = (commentId: number) =>
    void remove.run(async () => {
      onState(await api.call('review.deleteComment', { attemptId: state.attemptId, commentId }));
    });
  const activate = (commentId: number | null) => {
    setActiveId(commentId);
    if (commentId !== null)
      document.getElementById(`rv-comment-${commentId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const title: Record<CommentTarget, string> = {
    reply: t('review:comments.replyTitle'),
    critique: t('review:comments.critiqueTitle'),
  };

  return (
    <ReviewStepFrame name="comments" title={t('review:comments.title')} intro={t('review:comments.intro')}>
      <div className="rv-comments-grid">
        <div className="rv-texts">
          {targets.length === 0 && <p className="muted">{t('review:comments.nothing')}</p>}
          {targets.map((target) => (
            <CardSection key={target} titleId={`rv-c-${target}`} title={title[target]}>
              <CommentedText
                text={texts[target]!}
                comments={state.comments.filter((c) => c.target === target)}
                numbers={numbers}
                label={title[target]}
                testId={`comment-text-${target}`}
                pending={pending?.target === target ? pending.range : null}
                activeId={activeId}
                onActivate={activate}
                onRange={(range) => setPending({ target, range })}
              />
            </CardSection>
          ))}
        </div>
        <aside className="card rv-comments-side" aria-label={t('review:comments.sideLabel')}>
          <h3 className="pr-card-title">{t('review:comments.addTitle')}</h3>
          {targets.length > 1 && (
            <fieldset className="rv-finder-target">
              <legend className="visually-hidden">{t('review:comments.findIn')}</legend>
              {targets.map((target) => (
                <label key={target} className={`pr-radio${finderTarget === target ? ' is-on' : ''}`}>
                  <input
                    type="radio"
                    name="rv-finder-target"
                    checked={finderTarget === target}
                    onChange={() => setFinderTarget(target)}
                    data-testid={`comment-find-${target}`}
                  />
                  <span>
                    {target === 'reply' ? t('review:comments.findInReply') : t('review:comments.findInCritique')}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {targets.length > 0 && (
            <PhraseFinder
              text={texts[finderTarget] ?? ''}
              onFound={(range) => setPending({ target: finderTarget, range })}
            />
          )}
          <CommentComposer
            quote={quote}
            target={pending?.target ?? null}
            busy={add.busy}
            error={add.error}
            onAdd={addComment}
            onCancel={() => setPending(null)}
          />
          <h3 className="pr-card-title rv-list-title">{t('review:comments.listTitle', { count: ordered.length })}</h3>
          {ordered.length === 0 && <p className="muted pr-small">{t('review:comments.none')}</p>}
          <ErrorText error={remove.error} />
          <CommentList
            comments={ordered}
            numbers={numbers}
            activeId={activeId}
            onActivate={setActiveId}
            onDelete={deleteComment}
            busy={remove.busy}
            testId="comment-list"
          />
        </aside>
      </div>
      <OverallComment state={state} onState={onState} />
      <div className="pr-step-actions">
        <Button tone="primary" onClick={onNext} testId="comments-next">
          {t('review:comments.next')}
        </Button>
      </div>
    </ReviewStepFrame>
  );
}

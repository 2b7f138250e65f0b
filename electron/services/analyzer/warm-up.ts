// Short texts the analyzer reads while it loads, one reply and post per app language (written for this project), read a
// few times: that compiles the cue expressions each language uses and lets V8 compile the hot code and expressions to
// machine code, so a trainee's first drafts are not the ones that pay for it. The replies touch each kind of sentence
// (question, reflection, restatement, own experience, reassurance, suggestion, information), the posts a risk cue.
import type { AnalyzerInput } from '../../../shared/analyzer/types';

export const WARM_UP_INPUTS: readonly AnalyzerInput[] = [
  {
    reply:
      'That sounds really hard, and it makes sense that you feel lonely. So you moved for work and your parents expected you to stay. ' +
      'When I moved abroad I felt the same. You are not alone in this. Maybe call a friend tonight, or talk to your doctor this week. ' +
      'Many universities have free counselling. Have you been able to talk to anyone?',
    post: 'I feel so alone since I moved abroad, and my parents do not understand. Some nights I think everyone would be better off without me.',
    postLanguage: 'en',
    spans: [
      { phrase: 'I feel so alone', kind: 'distress', label: 'moderate' },
      { phrase: 'my parents do not understand', kind: 'cultural_signal', label: 'Values' },
    ],
  },
  {
    reply:
      'Das klingt wirklich schwer, und ich verstehe, dass du dich einsam fühlst. Du bist also wegen der Arbeit umgezogen. ' +
      'Mir ging es nach meinem Umzug ähnlich. Du bist damit nicht allein. Vielleicht rufst du heute eine Freundin an oder sprichst mit deiner Ärztin. ' +
      'Viele Hochschulen bieten kostenlose Beratung an. Hast du mit jemandem darüber gesprochen?',
    post: 'Seit dem Umzug fühle ich mich so allein, und meine Eltern verstehen mich nicht. Manchmal denke ich, ohne mich wären alle besser dran.',
    postLanguage: 'de',
    spans: [{ phrase: 'fühle ich mich so allein', kind: 'distress', label: 'moderate' }],
  },
  {
    reply:
      'يبدو هذا صعبا جدا، ومن الطبيعي أن تشعر بالوحدة. مررت بشيء مشابه عندما سافرت. لست وحدك في هذا. ' +
      'ربما تتصل بصديق الليلة أو تتحدث مع طبيبك هذا الأسبوع. هل تحدثت مع أحد عن ذلك؟',
    post: 'أشعر بالوحدة منذ انتقلت إلى الخارج، وأهلي لا يفهمونني. أحيانا أفكر أن الجميع سيكونون أفضل بدوني.',
    postLanguage: 'ar',
    spans: [{ phrase: 'أشعر بالوحدة', kind: 'distress', label: 'moderate' }],
  },
  {
    reply:
      'זה נשמע ממש קשה, וזה מובן שאת מרגישה בודדה. גם אני הרגשתי ככה כשעברתי. את לא לבד בזה. ' +
      'אולי תתקשרי לחברה הערב או תדברי עם הרופאה השבוע. דיברת עם מישהו על זה?',
    post: 'אני מרגישה כל כך לבד מאז שעברתי לחו״ל, וההורים שלי לא מבינים. לפעמים אני חושבת שלכולם יהיה טוב יותר בלעדיי.',
    postLanguage: 'he',
    spans: [{ phrase: 'אני מרגישה כל כך לבד', kind: 'distress', label: 'moderate' }],
  },
  {
    reply:
      '听起来真的很难，你感到孤单是可以理解的。我刚出国的时候也有过同样的感受。你并不孤单。' +
      '也许今晚可以给朋友打个电话，或者这周去看看医生。你跟别人聊过这件事吗？',
    post: '自从搬到国外以后我觉得很孤单，父母也不理解我。有时候我觉得没有我大家会过得更好。',
    postLanguage: 'zh',
    spans: [{ phrase: '我觉得很孤单', kind: 'distress', label: 'moderate' }],
  },
];

// Chinese risk cues (written for this project from clinical screening categories; simplified and common traditional
// forms). See risk-cue.ts.
import { scriptRiskCue, type RiskCue } from './risk-cue';

const c = (id: string, category: Parameters<typeof scriptRiskCue>[1], tier: 1 | 2 | 3, pattern: string) =>
  scriptRiskCue(id, category, tier, pattern, 'zh');

export const ZH_RISK_CUES: RiskCue[] = [
  c(
    'risk.zh.suicide.intent',
    'suicide',
    3,
    '写好了遗书|寫好了遺書|写了遗书|寫了遺書|攒了(?:很多|一瓶)?(?:安眠药|药)|買了安眠藥|买了(?:安眠药|绳子|炭)|准备(?:自杀|去死|结束生命)|打算(?:今晚|明天|这周)?(?:自杀|去死|结束生命)|决定(?:自杀|去死|结束生命)|今晚就(?:去死|结束)',
  ),
  c(
    'risk.zh.suicide',
    'suicide',
    2,
    '自杀|自殺|轻生|輕生|不想活|活不下去|活着没意思|活著沒意思|结束(?:自己的)?生命|結束(?:自己的)?生命|想死|寻死|尋死|想离开这个世界|想離開這個世界|不想再醒来|不想醒来|了结自己|了結自己|死了算了|一死了之|遗书|遺書',
  ),
  c(
    'risk.zh.selfharm.act',
    'self_harm',
    3,
    '吃了一整瓶|吞了(?:一瓶|很多|所有的)?(?:药|安眠药)|过量服药|過量服藥|吃了很多安眠药|割得很深',
  ),
  c(
    'risk.zh.selfharm',
    'self_harm',
    2,
    '伤害自己|傷害自己|自残|自殘|割腕|划自己|劃自己|自伤|自傷|用刀划|烫自己|打自己',
  ),
  c('risk.zh.others.intent', 'harm_to_others', 3, '我要杀了(?:他|她|他们)|我会杀了(?:他|她|他们)|准备杀了'),
  c(
    'risk.zh.others',
    'harm_to_others',
    2,
    '想杀了(?:他|她|他们)|想杀人|想殺了|怕自己会伤害(?:孩子|宝宝|别人)|怕我会伤害(?:孩子|宝宝|别人)',
  ),
  c('risk.zh.abuse.danger', 'abuse', 3, '威胁(?:要)?杀了我|威脅(?:要)?殺了我|掐我脖子|掐住我|在家不安全|怕他会杀了我'),
  c(
    'risk.zh.abuse',
    'abuse',
    2,
    '(?:他|她|爸|妈|爸爸|妈妈|父亲|母亲|老公|老婆|丈夫|男朋友|女朋友|继父|继母|哥哥|他们)(?:经常|总是|又|每天|一直|常常|还)?(?:打我|揍我|踢我|扇我)(?!电话)|家暴|家庭暴力|虐待|性侵|强奸|強姦|猥亵|猥褻|把我锁在|把我關在|把我关在',
  ),
  c(
    'risk.zh.burden',
    'burden',
    2,
    '没有我(?:他们|大家|家人)?(?:会)?(?:更好|过得更好|更轻松)|(?:我|自己)(?:就|只)?是(?:[^，。,.!?！？]{0,6})?(?:累赘|累贅|负担|負擔)|沒有我(?:他們|大家)?(?:會)?(?:更好|過得更好)|我是(?:个|個)?(?:累赘|累贅|负担|負擔)|拖累(?:家人|他们|大家|父母)|没人会(?:发现|在意|注意|想我)|沒人會(?:發現|在意)',
  ),
  c(
    'risk.zh.hopeless',
    'hopelessness',
    1,
    '绝望|絕望|看不到(?:希望|出路|未来)|看不到(?:希望|出路|未來)|没有希望|沒有希望|没有出路|活着有什么意义|活著有什麼意義',
  ),
];

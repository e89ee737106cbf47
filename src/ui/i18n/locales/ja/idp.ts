/** Japanese (ja): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '{projectName} で {clientName} にログイン',
  'idp.titleCustomScopes': '{clientName} が {projectName} アカウントへのアクセスを求めています',
  'idp.permissionsStandard': '{clientName} に次の操作を許可します：',
  'idp.permissionsCustom': '{clientName} が次の操作をリクエストしています：',
  'idp.ungrantableNotice': 'リクエストされたスコープの一部について、{clientName} にアクセスを許可する権限がありません。',
  'idp.ungrantableList': '{clientName} の次のリクエストは許可できません：',
  'idp.fallbackClientName': 'アプリ',
  'idp.clientLogo': '{clientName} のロゴ',
  'idp.allow': '許可',
  'idp.deny': '拒否',
  'idp.loading': '読み込んでいます…',
  'idp.missingParameter': '必須パラメータがありません：{param}。アプリケーションの開発者にお問い合わせください。',
  'idp.successTitle': '完了しました！',
  'idp.successBody': '{clientName} にログインしました。このページは閉じてかまいません。',
  'idp.redirecting': '{clientName} に戻っています…',
  'idp.redirectNotRequested': 'このリクエストを完了できませんでした。戻り先のアドレスがアプリの指定したものと異なります。アプリケーションの開発者にお問い合わせください。',
  'idp.scope.openid': '本人確認',
  'idp.scope.openid.detail': 'アカウントに保存されている情報の表示',
  'idp.scope.personalProfile': '個人のプロフィール情報の表示',
  'idp.scope.profile.detail': '名前、プロフィール写真、言語',
  'idp.scope.email.detail': 'メールアドレス',
  'idp.scope.phone.detail': '電話番号',
  'idp.scope.offline_access': 'アプリを使用していないときもデータへのアクセスを維持',
  'idp.scope.full_access': 'アカウントへのフルアクセス',
  'idp.scope.custom': '{scope} スコープの使用',
  'idp.logoutTitle': 'ログアウトしますか？',
  'idp.logoutBody': '{projectName} アカウントからログアウトしてもよろしいですか？',
  'idp.yes': 'はい',
  'idp.no': 'いいえ',
  'idp.logoutDeniedTitle': 'ログインしたままです',
  'idp.logoutDenied': 'ログアウトしていません。このページは閉じてかまいません。',
};

export default texts;

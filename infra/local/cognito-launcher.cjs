// Starts cognito-local with a few changes that bring it closer to Cognito in AWS:
//  1. the e-mails it would print to the console (verification and reset codes) are written as one
//     JSON line each, which the local stack puts in its mail outbox (/dev/outbox);
//  2. GetTokensFromRefreshToken, which Amplify 6.21+ uses to refresh tokens, answered as
//     InitiateAuth REFRESH_TOKEN_AUTH;
//  3. ID tokens carry the standard attributes (given_name, family_name, phone_number, ...) as AWS's
//     do, re-signed with cognito-local's own key;
//  4. ResendConfirmationCode ("send a new code" on the verify step).
//  5. it exits when the local stack that started it is gone (its stdin, a pipe from the stack,
//     ends), even if the stack was killed with SIGKILL and could not stop it.
//  6. its data files are written whole (see below), so a restart can always read them.
//  7. the pre-token-generation trigger sees the user's groups and can change them, as in AWS
//     (cognito-local sends an empty groupConfiguration and applies only claimsOverrideDetails'
//     claims to the ID token): the staff MFA trigger (docs/adr/0029) decides on the groups.
//  8. a user is found by their user name, id (sub) or e-mail in any case, as the CDK pool
//     (signInCaseSensitive: false) finds them: cognito-local compares case-sensitively, so a
//     sign-in as ALICE@… failed where AWS signs Alice in (and counted apart from her own lockout).
//  9. AdminSetUserMFAPreference, which cognito-local lacks (the back office resets a staff member's
//     authenticator app: docs/adr/0050), done as its SetUserMFAPreference does, by user name.
// Everything else is cognito-local's own start script.
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
const { Targets } = require('cognito-local/lib/targets/targets');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { UserNotFoundError, InvalidParameterError } = require('cognito-local/lib/errors');
const { selectAppropriateDeliveryMethod } = require('cognito-local/lib/services/messageDelivery/deliveryMethod');
const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json');
const jwt = require(require.resolve('jsonwebtoken', { paths: [require.resolve('cognito-local/package.json')] }));

// 1. E-mails to the outbox.
ConsoleMessageSender.prototype.sendToConsole = function sendToOutbox(_ctx, user, destination, message) {
  const { __code, ...text } = message;
  const email = (user.Attributes || []).find((a) => a.Name === 'email');
  process.stdout.write(
    `PATINA_MAIL ${JSON.stringify({
      to: destination || (email && email.Value) || user.Username,
      code: __code,
      subject: text.emailSubject || null,
      message: text.emailMessage || text.smsMessage || null,
    })}\n`,
  );
  return Promise.resolve();
};

// 2. Token refresh as Amplify asks for it.
Targets.GetTokensFromRefreshToken = (services) => {
  const initiateAuth = Targets.InitiateAuth(services);
  return async (ctx, req) => {
    const res = await initiateAuth(ctx, {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: req.ClientId,
      ClientSecret: req.ClientSecret,
      AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
      ClientMetadata: req.ClientMetadata,
    });
    return { AuthenticationResult: res.AuthenticationResult };
  };
};

// 3. Standard attributes in the ID token, and 7. the pre-token-generation trigger as AWS runs it (version 1
// event): its request carries the user's groups (groupConfiguration.groupsToOverride); its answer's
// groupOverrideDetails.groupsToOverride becomes cognito:groups of both tokens, claimsOverrideDetails'
// claimsToAddOrOverride and claimsToSuppress apply to the ID token (reserved claims excepted).
// cognito-local's own generate runs with the trigger switched off, on the groups the trigger chose.
const STANDARD = ['name', 'given_name', 'family_name', 'middle_name', 'nickname', 'preferred_username', 'phone_number', 'phone_number_verified', 'locale', 'zoneinfo', 'birthdate', 'gender', 'picture', 'website', 'address', 'updated_at'];
const RESERVED = ['acr', 'amr', 'aud', 'at_hash', 'auth_time', 'azp', 'cognito:username', 'exp', 'iat', 'identities', 'iss', 'jti', 'nbf', 'nonce', 'origin_jti', 'sub', 'token_use', 'cognito:groups'];
const { LambdaService } = require('cognito-local/lib/services/lambda');
const createLambdaEvent = LambdaService.prototype.createLambdaEvent;
LambdaService.prototype.createLambdaEvent = function withGroups(event) {
  const lambdaEvent = createLambdaEvent.call(this, event);
  if (String(event.triggerSource).startsWith('TokenGeneration_')) {
    lambdaEvent.version = '1';
    lambdaEvent.request.groupConfiguration = event.groupConfiguration;
  }
  return lambdaEvent;
};
const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function generateAsAws(ctx, user, userGroups, userPoolClient, clientMetadata, source) {
  let groups = userGroups;
  let overrides = {};
  if (this.triggers.enabled('PreTokenGeneration')) {
    const answer = await this.triggers.preTokenGeneration(ctx, {
      clientId: userPoolClient.ClientId,
      clientMetadata,
      source,
      userAttributes: user.Attributes,
      username: user.Username,
      groupConfiguration: { groupsToOverride: [...userGroups], iamRolesToOverride: [], preferredRole: null },
      userPoolId: userPoolClient.UserPoolId,
    });
    overrides = (answer && answer.claimsOverrideDetails) || {};
    const chosen = overrides.groupOverrideDetails && overrides.groupOverrideDetails.groupsToOverride;
    if (Array.isArray(chosen)) groups = chosen;
  }
  const withoutTrigger = Object.create(this, { triggers: { value: { enabled: () => false } } });
  const tokens = await generate.call(withoutTrigger, ctx, user, groups, userPoolClient, clientMetadata, source);
  const claims = jwt.decode(tokens.IdToken);
  for (const { Name, Value } of user.Attributes || []) {
    if (STANDARD.includes(Name) && !(Name in claims)) claims[Name] = Name === 'phone_number_verified' ? Value === 'true' : Value;
  }
  for (const [name, value] of Object.entries(overrides.claimsToAddOrOverride || {})) if (!RESERVED.includes(name)) claims[name] = value;
  for (const name of overrides.claimsToSuppress || []) if (!RESERVED.includes(name)) delete claims[name];
  return { ...tokens, IdToken: jwt.sign(claims, pem, { algorithm: 'RS256', keyid: 'CognitoLocal' }) };
};

// 4. A new verification code, e-mailed like the first.
Targets.ResendConfirmationCode = ({ cognito, messages, otp }) => async (ctx, req) => {
  const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError();
  if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
  const deliveryDetails = selectAppropriateDeliveryMethod(userPool.options.AutoVerifiedAttributes ?? [], user);
  if (!deliveryDetails) throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');
  const code = otp();
  await messages.deliver(ctx, 'ResendCode', req.ClientId, userPool.options.Id, user, code, req.ClientMetadata, deliveryDetails);
  await userPool.saveUser(ctx, { ...user, ConfirmationCode: code });
  return { CodeDeliveryDetails: deliveryDetails };
};

// 8. Aliases in any case. The exact match first (cognito-local's own lookup), then case-insensitively.
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService');
const getUserByUsername = UserPoolServiceImpl.prototype.getUserByUsername;
UserPoolServiceImpl.prototype.getUserByUsername = async function getUserByAnyCase(ctx, username) {
  const exact = await getUserByUsername.call(this, ctx, username);
  if (exact || typeof username !== 'string') return exact;
  const wanted = username.toLowerCase();
  const aliases = ['sub', ...(this.options.UsernameAttributes || []).filter((a) => a === 'email' || a === 'phone_number')];
  const users = await this.dataStore.get(ctx, 'Users', {});
  return (
    Object.values(users).find(
      (user) => String(user.Username).toLowerCase() === wanted || (user.Attributes || []).some((a) => aliases.includes(a.Name) && String(a.Value).toLowerCase() === wanted),
    ) || null
  );
};

// 9. An admin sets a user's MFA preference (turns their authenticator app off), as Cognito does.
Targets.AdminSetUserMFAPreference = ({ cognito }) => async (ctx, req) => {
  if (!req.UserPoolId || !req.Username) throw new InvalidParameterError('Missing required parameter UserPoolId or Username');
  const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError();
  const software = req.SoftwareTokenMfaSettings;
  if (software && software.Enabled && !(user.SoftwareTokenMfaConfiguration && user.SoftwareTokenMfaConfiguration.Verified)) {
    throw new InvalidParameterError('User has not verified software token MFA');
  }
  const methods = new Set(user.UserMFASettingList || []);
  if (software) {
    if (software.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
    else methods.delete('SOFTWARE_TOKEN_MFA');
  }
  const preferred = software && software.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA') ? 'SOFTWARE_TOKEN_MFA' : user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA' && !methods.has('SOFTWARE_TOKEN_MFA') ? undefined : user.PreferredMfaSetting;
  await userPool.saveUser(ctx, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred });
  return {};
};

// 5. Gone with the stack.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();

// 6. Files written whole. cognito-local saves its whole user pool after each change with StormDB's
// asynchronous fs.writeFile, which truncates and rewrites the file in place: two saves in flight at
// once (concurrent sign-ups) can leave the tail of a longer, older save behind a shorter one, and a
// stop in the middle of a save leaves it cut short; either way the next start fails ("Failed to load
// StormDB database file"). Here each save is written at once to a temporary file and renamed over
// the old one: one save at a time (synchronous), and the file is always either the old state or the new.
const fs = require('fs');
const LocalEngine = require(require.resolve('stormdb/src/engine/local.js', { paths: [require.resolve('cognito-local/package.json')] }));
let saves = 0;
LocalEngine.prototype.write = function writeWhole(data) {
  const temporary = `${this.path}.${process.pid}-${saves++}.tmp`;
  fs.writeFileSync(temporary, this.serialize(data));
  fs.renameSync(temporary, this.path);
  return Promise.resolve();
};

require('cognito-local/lib/bin/start.js');

// Starts cognito-local with one change: the messages it would print to the console (verification
// codes, password-reset codes) are written as one JSON line each, so the local stack can put them
// in its mail outbox. Everything else is cognito-local's own start script.
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');

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

require('cognito-local/lib/bin/start.js');

// The card field of the local Stripe.js twin (infra/local/stripe-js.ts). It runs on the twin's origin, in
// an iframe of the site's page: the digits stay here. The page learns only whether the field is
// complete (and Stripe's message when it is not), and, on confirming, the PaymentMethod it made.
(function () {
  'use strict';
  var settings = new URLSearchParams(location.hash.slice(1));
  var parentOrigin = settings.get('origin');
  var key = settings.get('key');
  var frameId = settings.get('id');
  var number = document.getElementById('number');
  var expiry = document.getElementById('expiry');
  var cvc = document.getElementById('cvc');

  function digits(value) { return value.replace(/\D/g, ''); }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function brandOf(n) {
    if (/^4/.test(n)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
    if (/^3[47]/.test(n)) return 'amex';
    return 'unknown';
  }

  /** Stripe's messages for an unfinished or wrong field, the first that applies. */
  function problem() {
    var n = digits(number.value);
    var e = digits(expiry.value);
    var c = digits(cvc.value);
    if (n.length < 16) return n.length ? { field: number, code: 'incomplete_number', message: 'Your card number is incomplete.' } : { field: number, code: 'incomplete_number', message: 'Your card number is incomplete.', empty: true };
    if (n.length > 16 || !luhn(n)) return { field: number, code: 'invalid_number', message: 'Your card number is invalid.' };
    if (e.length < 4) return { field: expiry, code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    var month = Number(e.slice(0, 2));
    var year = 2000 + Number(e.slice(2, 4));
    var now = new Date();
    if (month < 1 || month > 12) return { field: expiry, code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
    if (year < now.getFullYear()) return { field: expiry, code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
    if (year === now.getFullYear() && month < now.getMonth() + 1) return { field: expiry, code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." };
    if (c.length < 3) return { field: cvc, code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return null;
  }

  function post(message) {
    message.frameId = frameId;
    parent.postMessage(message, parentOrigin);
  }

  var shown = false;
  function changed(final) {
    var p = problem();
    var empty = !number.value && !expiry.value && !cvc.value;
    [number, expiry, cvc].forEach(function (input) { input.setAttribute('aria-invalid', String(!!(p && final && p.field === input))); });
    // As Stripe's Element: an unfinished field is not an error until the buyer leaves it or confirms.
    var error = p && (final || p.code.indexOf('invalid') === 0) ? { type: 'validation_error', code: p.code, message: p.message } : undefined;
    if (error) shown = true; else if (!p) shown = false;
    post({ type: 'change', empty: empty, complete: !p, brand: brandOf(digits(number.value)), error: error });
  }

  expiry.addEventListener('input', function () {
    var e = digits(expiry.value).slice(0, 4);
    expiry.value = e.length > 2 ? e.slice(0, 2) + ' / ' + e.slice(2) : e;
  });
  [number, expiry, cvc].forEach(function (input) {
    input.addEventListener('input', function () { changed(shown); });
    input.addEventListener('blur', function () { if (input.value) changed(true); });
    input.addEventListener('focus', function () { post({ type: 'focus' }); });
  });

  function form(fields) {
    var body = new URLSearchParams();
    Object.keys(fields).forEach(function (name) { if (fields[name] != null && fields[name] !== '') body.set(name, String(fields[name])); });
    return body;
  }

  /** Tokenises the card on the twin's origin (the processor's `POST /v1/payment_methods`). */
  function tokenise(request) {
    var p = problem();
    if (p) {
      changed(true);
      return Promise.resolve({ error: { type: 'validation_error', code: p.code, message: p.message } });
    }
    var e = digits(expiry.value);
    var billing = request.billingDetails || {};
    return fetch('/v1/payment_methods', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        key: key,
        type: 'card',
        'card[number]': digits(number.value),
        'card[exp_month]': e.slice(0, 2),
        'card[exp_year]': e.slice(2, 4),
        'card[cvc]': digits(cvc.value),
        'billing_details[name]': billing.name,
        'billing_details[email]': billing.email,
        'billing_details[phone]': billing.phone,
      }),
    }).then(function (response) {
      return response.json().then(function (body) { return response.ok ? { paymentMethod: body } : { error: body.error }; });
    }, function () {
      return { error: { type: 'api_connection_error', message: 'An error occurred due to network issues. Please try again.' } };
    });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== parent || event.origin !== parentOrigin || !event.data || event.data.frameId !== frameId) return;
    var data = event.data;
    if (data.type === 'tokenise') tokenise(data).then(function (answer) { post({ type: 'tokenised', requestId: data.requestId, paymentMethod: answer.paymentMethod, error: answer.error }); });
    else if (data.type === 'clear') { number.value = expiry.value = cvc.value = ''; shown = false; changed(false); }
    else if (data.type === 'focus') number.focus();
  });
  post({ type: 'ready' });
})();

// The local twin of Stripe.js v3 (infra/local/stripe-js.ts): the parts of Stripe.js the site uses, with
// Stripe's names and answers. The card field is an iframe of this script's origin; the page never
// holds the card's details. Answers are `{setupIntent}` / `{paymentIntent}` / `{paymentMethod}` or
// `{error}` in Stripe's shape, never a rejected promise for a card problem.
(function () {
  'use strict';
  if (window.Stripe) return;
  var script = document.currentScript;
  var twinOrigin = new URL(script ? script.src : location.href).origin;
  var frames = 0;
  var requests = 0;

  var AUTHENTICATION_FAILED = {
    setup: { code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
    payment: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
  };

  function form(fields) {
    var body = new URLSearchParams();
    Object.keys(fields).forEach(function (name) { if (fields[name] != null && fields[name] !== '') body.set(name, String(fields[name])); });
    return body;
  }

  function intentOf(clientSecret) {
    var match = /^((seti|pi)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret || '');
    if (!match) return null;
    return { id: match[1], kind: match[2] === 'seti' ? 'setup' : 'payment', path: match[2] === 'seti' ? 'setup_intents' : 'payment_intents', clientSecret: clientSecret };
  }

  function invalidSecret() {
    return Promise.resolve({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'Invalid value for clientSecret: it should be the client secret of a SetupIntent or PaymentIntent.' } });
  }

  function Element(elements, type, options) {
    this._elements = elements;
    this._type = type;
    this._options = options || {};
    this._handlers = {};
    this._id = 'twin-' + ++frames;
    this._pending = {};
    this._frame = null;
    this._complete = false;
    var self = this;
    this._listener = function (event) {
      if (!self._frame || event.source !== self._frame.contentWindow || event.origin !== twinOrigin || !event.data || event.data.frameId !== self._id) return;
      var data = event.data;
      if (data.type === 'tokenised') {
        var resolve = self._pending[data.requestId];
        delete self._pending[data.requestId];
        if (resolve) resolve(data);
        return;
      }
      if (data.type === 'change') {
        self._complete = data.complete;
        self._emit('change', { elementType: type, empty: data.empty, complete: data.complete, brand: data.brand, error: data.error, value: { type: 'card' } });
        return;
      }
      self._emit(data.type, { elementType: type });
    };
  }
  Element.prototype.mount = function (target) {
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container) throw new Error('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
    if (this._frame) throw new Error('This Element is already mounted. Use `unmount()` first.');
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + this._id;
    frame.title = 'Secure card payment input frame';
    frame.setAttribute('allow', 'payment');
    frame.setAttribute('frameborder', '0');
    frame.style.cssText = 'border:0;width:100%;height:3.6rem;display:block;overflow:hidden;';
    frame.src = twinOrigin + '/elements-frame#' + form({ key: this._elements._stripe._key, origin: location.origin, id: this._id, type: this._type });
    window.addEventListener('message', this._listener);
    container.appendChild(frame);
    this._frame = frame;
  };
  Element.prototype.unmount = function () {
    window.removeEventListener('message', this._listener);
    if (this._frame) this._frame.remove();
    this._frame = null;
  };
  Element.prototype.destroy = function () {
    this.unmount();
    this._elements._elements = this._elements._elements.filter(function (e) { return e !== this; }, this);
  };
  Element.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  Element.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  Element.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).forEach(function (handler) { handler(payload); });
  };
  Element.prototype._post = function (message) {
    message.frameId = this._id;
    if (this._frame && this._frame.contentWindow) this._frame.contentWindow.postMessage(message, twinOrigin);
  };
  Element.prototype.focus = function () { this._post({ type: 'focus' }); };
  Element.prototype.clear = function () { this._post({ type: 'clear' }); };
  Element.prototype.update = function () {};
  /** Asks the frame to make a PaymentMethod of what was typed there; the answer carries no digits. */
  Element.prototype._tokenise = function (billingDetails) {
    var self = this;
    if (!this._frame) return Promise.resolve({ error: { type: 'invalid_request_error', code: 'integration_error', message: 'The Element is not mounted.' } });
    return new Promise(function (resolve) {
      var requestId = ++requests;
      self._pending[requestId] = resolve;
      self._post({ type: 'tokenise', requestId: requestId, billingDetails: billingDetails || {} });
    });
  };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._elements = [];
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card' && type !== 'payment') throw new Error('The local Stripe.js twin makes card and payment Elements only, not ' + type + '.');
    var element = new Element(this, type, options);
    this._elements.push(element);
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return this._elements.filter(function (e) { return e._type === type; })[0] || null;
  };
  Elements.prototype.submit = function () {
    var element = this._elements[0];
    if (element && element._complete) return Promise.resolve({});
    return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
  };
  Elements.prototype.update = function (options) { Object.assign(this._options, options); };

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || !/^pk_/.test(key)) throw new Error('Invalid API Key provided: ' + key);
    this._key = key;
    this._options = options || {};
  }

  Stripe.prototype.elements = function (options) { return new Elements(this, options); };

  /** A call to the processor with the publishable key, answered as Stripe.js answers. */
  Stripe.prototype._api = function (method, path, fields) {
    var body = form(Object.assign({ key: this._key }, fields));
    var url = twinOrigin + '/v1/' + path + (method === 'GET' ? '?' + body : '');
    return fetch(url, { method: method, headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}, body: method === 'POST' ? body : undefined }).then(
      function (response) { return response.json().then(function (json) { return response.ok ? { value: json } : { error: json.error }; }); },
      function () { return { error: { type: 'api_connection_error', message: 'An error occurred due to network issues. Please try again.' } }; },
    );
  };

  Stripe.prototype._answer = function (intent, value) {
    var answer = {};
    answer[intent.kind === 'setup' ? 'setupIntent' : 'paymentIntent'] = value;
    return answer;
  };

  Stripe.prototype.retrieveSetupIntent = function (clientSecret) {
    var intent = intentOf(clientSecret);
    if (!intent || intent.kind !== 'setup') return invalidSecret();
    var self = this;
    return this._api('GET', intent.path + '/' + intent.id, { client_secret: clientSecret }).then(function (r) { return r.error ? { error: r.error } : self._answer(intent, r.value); });
  };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    var intent = intentOf(clientSecret);
    if (!intent || intent.kind !== 'payment') return invalidSecret();
    var self = this;
    return this._api('GET', intent.path + '/' + intent.id, { client_secret: clientSecret }).then(function (r) { return r.error ? { error: r.error } : self._answer(intent, r.value); });
  };

  Stripe.prototype.createPaymentMethod = function (options) {
    var element = options && (options.element || (options.elements && options.elements._elements[0]) || options.card);
    if (!element) return Promise.resolve({ error: { type: 'invalid_request_error', code: 'integration_error', message: 'Pass a mounted card Element.' } });
    return element._tokenise(options.billing_details || (options.params && options.params.billing_details)).then(function (r) { return r.error ? { error: r.error } : { paymentMethod: r.paymentMethod }; });
  };

  /**
   * Confirms an intent: a card typed in an Element is tokenised in its frame first; a saved card is
   * passed by id. A challenge the bank asks for is shown at once (handleNextAction).
   */
  Stripe.prototype._confirm = function (intent, paymentMethod, returnUrl) {
    var self = this;
    var card = paymentMethod && typeof paymentMethod === 'object' ? paymentMethod : null;
    var tokenised = card && card.card instanceof Element
      ? card.card._tokenise(card.billing_details)
      : Promise.resolve(typeof paymentMethod === 'string' ? { paymentMethod: { id: paymentMethod } } : {});
    return tokenised.then(function (made) {
      if (made.error) return { error: made.error };
      return self._api('POST', intent.path + '/' + intent.id + '/confirm', {
        client_secret: intent.clientSecret,
        payment_method: made.paymentMethod && made.paymentMethod.id,
        return_url: returnUrl,
      }).then(function (r) {
        if (r.error) return { error: r.error };
        if (r.value.status === 'requires_action') return self._nextAction(intent, r.value);
        return self._answer(intent, r.value);
      });
    });
  };

  Stripe.prototype.confirmCardSetup = function (clientSecret, data) {
    var intent = intentOf(clientSecret);
    if (!intent || intent.kind !== 'setup') return invalidSecret();
    return this._confirm(intent, data && data.payment_method, data && data.return_url);
  };
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    var intent = intentOf(clientSecret);
    if (!intent || intent.kind !== 'payment') return invalidSecret();
    return this._confirm(intent, data && data.payment_method, data && data.return_url);
  };
  function confirmWithElements(kind) {
    return function (options) {
      options = options || {};
      var clientSecret = options.clientSecret || (options.elements && options.elements._options.clientSecret);
      var intent = intentOf(clientSecret);
      if (!intent || intent.kind !== kind) return invalidSecret();
      var params = options.confirmParams || {};
      var element = options.elements && options.elements._elements[0];
      var paymentMethod = params.payment_method || (element ? { card: element, billing_details: params.payment_method_data && params.payment_method_data.billing_details } : null);
      return this._confirm(intent, paymentMethod, params.return_url);
    };
  }
  Stripe.prototype.confirmSetup = confirmWithElements('setup');
  Stripe.prototype.confirmPayment = confirmWithElements('payment');

  Stripe.prototype.handleNextAction = function (options) {
    var intent = intentOf(options && options.clientSecret);
    if (!intent) return invalidSecret();
    var self = this;
    return this._api('GET', intent.path + '/' + intent.id, { client_secret: intent.clientSecret }).then(function (r) {
      if (r.error) return { error: r.error };
      if (r.value.status !== 'requires_action') return self._answer(intent, r.value);
      return self._nextAction(intent, r.value);
    });
  };

  /**
   * The bank's 3-D Secure page in a modal frame over the page (as Stripe.js shows it), until the buyer
   * answers; then the intent as the processor holds it, or Stripe's authentication error.
   */
  Stripe.prototype._nextAction = function (intent, value) {
    var self = this;
    var redirect = value.next_action && value.next_action.redirect_to_url;
    var at = redirect ? redirect.url.indexOf('/challenge/') : -1;
    if (at < 0) return Promise.resolve(self._answer(intent, value));
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', '3D Secure authentication');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,0.45);display:grid;place-items:center;';
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeChallengeFrame';
    frame.title = '3D Secure authentication';
    frame.style.cssText = 'border:0;width:min(32rem,95vw);height:min(34rem,90vh);background:#fff;border-radius:8px;';
    frame.src = twinOrigin + redirect.url.slice(at);
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    return new Promise(function (resolve) {
      // The bank's page runs no script and cannot tell the page it was answered: the processor's record can.
      function look() {
        self._api('GET', intent.path + '/' + intent.id, { client_secret: intent.clientSecret }).then(function (r) {
          if (!r.error && r.value.status === 'requires_action') return void setTimeout(look, 400);
          overlay.remove();
          if (r.error) return resolve({ error: r.error });
          var failed = r.value.status === 'requires_payment_method';
          if (!failed) return resolve(self._answer(intent, r.value));
          var error = { type: 'card_error', code: AUTHENTICATION_FAILED[intent.kind].code, message: AUTHENTICATION_FAILED[intent.kind].message };
          error[intent.kind === 'setup' ? 'setup_intent' : 'payment_intent'] = r.value;
          resolve({ error: error });
        });
      }
      frame.addEventListener('load', function once() { frame.removeEventListener('load', once); look(); });
    });
  };

  Stripe.version = 3;
  window.Stripe = Stripe;
})();

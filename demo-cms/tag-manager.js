// The demo's tag manager: owns window.dataLayer before any widget runs, and the consent preferences.
(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var CONSENT_KEY = 'schaufenster.consent';
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });

  function readConsent() {
    try {
      return JSON.parse(localStorage.getItem(CONSENT_KEY) || 'null') || { analytics: false, marketing: false };
    } catch (error) {
      return { analytics: false, marketing: false };
    }
  }

  function pushConsent(consent) {
    dataLayer.push({
      event: 'consent_update',
      analytics_storage: consent.analytics ? 'granted' : 'denied',
      ad_storage: consent.marketing ? 'granted' : 'denied',
    });
  }

  function openPreferences() {
    var consent = readConsent();
    var dialog = document.createElement('dialog');
    dialog.className = 'consent-dialog';
    dialog.setAttribute('aria-labelledby', 'consent-title');
    dialog.innerHTML =
      '<form method="dialog"><h2 id="consent-title">Cookie-Einstellungen</h2>' +
      '<label><input type="checkbox" checked disabled> Notwendig</label>' +
      '<label><input type="checkbox" name="analytics"> Statistik</label>' +
      '<label><input type="checkbox" name="marketing"> Marketing</label>' +
      '<button type="submit" class="button">Speichern</button></form>';
    dialog.querySelector('[name=analytics]').checked = consent.analytics;
    dialog.querySelector('[name=marketing]').checked = consent.marketing;
    dialog.addEventListener('close', function () {
      var next = {
        analytics: dialog.querySelector('[name=analytics]').checked,
        marketing: dialog.querySelector('[name=marketing]').checked,
      };
      try {
        localStorage.setItem(CONSENT_KEY, JSON.stringify(next));
      } catch (error) {
        // Private mode without storage: the choice holds for this page only.
      }
      pushConsent(next);
      dialog.remove();
    });
    document.body.appendChild(dialog);
    dialog.showModal();
  }

  pushConsent(readConsent());
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest('[data-consent-preferences]') : null;
    if (target) openPreferences();
  });
})();

// The partner's own script: logs every host event (CONTRACTS §2), mounts the coupon from code and wires the
// partner's own odds button to it with `handle.call('addOutcome', …)`.
(() => {
  var log = document.getElementById('event-log');
  var names = ['ready', 'resize', 'navigate', 'login', 'logout', 'balance', 'bet:placed', 'error', 'state'];
  window.betframeEvents = [];
  names.forEach((name) => {
    Betframe('on', name, (data) => {
      window.betframeEvents.push({ event: name, data: data });
      var item = document.createElement('li');
      item.textContent = `${name} ${JSON.stringify(data)}`;
      log.appendChild(item);
    });
  });

  function whenLoaded(fn) {
    if (window.Betframe?.installed) return fn();
    document.getElementById('betframe-loader').addEventListener('load', fn);
  }

  whenLoaded(() => {
    window.Betframe.mount('coupon', { target: '#coupon' }).then(
      (handle) => {
        window.couponHandle = handle;
        document.getElementById('partner-odds').disabled = false;
      },
      (error) => {
        console.error('coupon could not be mounted', error);
      },
    );
  });

  var odds = document.getElementById('partner-odds');
  odds.disabled = true;
  odds.addEventListener('click', () => {
    var outcome = JSON.parse(odds.getAttribute('data-outcome'));
    window.couponHandle.call('addOutcome', outcome);
  });
})();

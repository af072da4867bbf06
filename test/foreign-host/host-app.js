// The CMS's own little React 18 app (React and ReactDOM from its UMD builds on window): a counter the
// embedding tests click, to prove the widgets' React 19 leaves the page's React alone.
(function () {
  var h = window.React.createElement;
  function Counter() {
    var state = window.React.useState(0);
    var clicks = state[0];
    var setClicks = state[1];
    return h('button', { id: 'host-counter', type: 'button', onClick: function () { setClicks(clicks + 1); } }, 'CMS-Klicks: ' + clicks);
  }
  window.ReactDOM.createRoot(document.getElementById('host-app')).render(h(Counter));
})();

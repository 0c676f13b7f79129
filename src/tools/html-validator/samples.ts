/*
 * The screen's samples, apart from the checker, so the page does not load parse5: the checker runs in the
 * worker.
 */
/** The Load Sample page: a problem of most kinds the checker knows. */
export const SAMPLE_INPUT = `<!DOCTYPE html>
<html>
<head>
  <title>Ada's bakery</title>
</head>
<body>
  <center><h1>Ada's bakery</h1></center>
  <h3>Fresh today</h3>
  <p class="note" class="hours">Open 7–12</span></p>
  <p>Our bread, <b>baked at dawn</b>:
    <ul>
      <li id="rye">Rye</li>
      <li id="rye">Spelt</li>
    </ul>
  </p>
  <img src="croissant.jpg">
  <a href="/order" target="_blank">Order <a href="/now">now</a></a>
  <form>
    <label for="mail">E-mail</label>
    <input id="email" type="email" name="email">
    <input type="text" name="name" placeholder="Name">
    <button onclick="send()" tabindex="2">Send</button>
  </form>
  <h2></h2>
</body>
</html>
`;

/** A page with parse errors only, for the error flow: each with its spec code and place. */
export const INVALID_SAMPLE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Broken</title>
</head>
<body>
  <div class="card" class="wide">
    <p>Fish &chips; &amp more</p>
    <img src="a.png" alt="A" / >
  </span>
  <!-- a comment -- with dashes --!>
</body>
</html>
`;

"""What the page does that the widgets cannot ask for: installed by an HTML widget (widget HTML runs no
``<script>``, so an image that fails to load runs it)."""

from __future__ import annotations

from html import escape

# The page behaviour the widgets cannot ask for: the wheel over the board scrolls the page (ipycanvas keeps it),
# mouse moves over the board stay in the page (ipycanvas would send each one to the kernel),
# a click lands where it was pressed, and the canvas is focusable with a label and the board in words as its
# description. Installed once per
# companion by an image that fails to load (widget HTML runs no <script>).
_BEHAVIOUR = (
    "(function f(img,n){var root=img.closest('.tutor-companion');"
    "if(!root){if(n<50){setTimeout(function(){f(img,n+1);},100);}return;}"
    "var label=img.getAttribute('data-label');"
    # JupyterLab scrolls a cell into view on the mouse-down that activates it, before ipycanvas reads the
    # canvas's position: the click would land where the board was scrolled to. Keep the position at the press.
    "if(!window.tutorClickFix){window.tutorClickFix=1;window.addEventListener('mousedown',function(e){var c=e.target;"
    "if(c&&c.tagName==='CANVAS'&&c.closest('.tutor-companion')){var r=c.getBoundingClientRect();"
    "c.getBoundingClientRect=function(){return r;};setTimeout(function(){delete c.getBoundingClientRect;},0);}},true);}"
    "if(!root.dataset.tutorWheel){root.dataset.tutorWheel='1';"
    # ipycanvas sends every mouse move and mouse-out over the board to the kernel, which uses neither: a click's
    # message would queue behind them. They stop at the companion (as the wheel does).
    "['wheel','mousemove','mouseout'].forEach(function(kind){root.addEventListener(kind,function(e){"
    "if(e.target&&e.target.tagName==='CANVAS'){e.stopPropagation();}},true);});}"
    "var wire=function(){var c=root.querySelector('canvas');var d=root.querySelector('.tutor-board-words');"
    "if(!c){return;}if(d){if(!d.id){d.id='tutor-words-'+Math.random().toString(36).slice(2);}"
    "c.setAttribute('aria-describedby',d.id);}else{c.removeAttribute('aria-describedby');}"
    "c.setAttribute('tabindex','0');c.setAttribute('role','application');c.setAttribute('aria-label',label);"
    "root.querySelectorAll('.tutor-upload').forEach(function(b){b.setAttribute('aria-label',b.title);});};"
    "wire();if(!root.tutorObserver){root.tutorObserver=new MutationObserver(wire);"
    "root.tutorObserver.observe(root,{childList:true,subtree:true});}})(this,0)"
)


def behaviour_html(label: str) -> str:
    return (f'<img src="data:," alt="" style="display:none" data-label="{escape(label)}" '
            f'onerror="{escape(_BEHAVIOUR)}">')
